import type { FastifySchemaValidationError } from 'fastify';
import { errorItem, type ErrorItem } from '../../domain/errors/ErrorItem';

/**
 * Ajv's refusals of a request (Fastify validates each route's body, query and path against
 * the wire contract, src/contract) as the one error shape: the field as a dotted path
 * (`items.0.options`), a sentence, and a rule naming the part of the request at fault. The
 * rules are the ones the routes answered before they declared schemas: a bad query was
 * `invalid_query`, a bad path `invalid_path`.
 */
const RULE_BY_PART: Record<string, string> = {
  body: 'validation',
  querystring: 'invalid_query',
  params: 'invalid_path',
  headers: 'invalid_header',
};

/** What each part is called when the whole of it is wrong (no field to name). */
const SUBJECT_BY_PART: Record<string, string> = {
  body: 'The request body',
  querystring: 'The query',
  params: 'The address',
  headers: 'The headers',
};

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

export function validationErrors(
  issues: readonly FastifySchemaValidationError[],
  part: string | undefined,
): ErrorItem[] {
  const rule = RULE_BY_PART[part ?? ''] ?? 'validation';
  const subject = SUBJECT_BY_PART[part ?? ''] ?? 'The request';
  return issues.map((issue) => {
    const field = fieldOf(issue);
    return errorItem(field, sentence(issue, field ?? subject), rule);
  });
}

/** `/items/0/options` → `items.0.options`; a missing or unexpected property is named too. */
function fieldOf(issue: FastifySchemaValidationError): string | null {
  const path = issue.instancePath.split('/').filter(Boolean);
  const named = issue.params.missingProperty ?? issue.params.additionalProperty;
  if (typeof named === 'string') path.push(named);
  return path.length > 0 ? path.join('.') : null;
}

function sentence(issue: FastifySchemaValidationError, subject: string): string {
  const { params } = issue;
  switch (issue.keyword) {
    case 'required':
      return `${subject} is required.`;
    case 'additionalProperties':
      return `${subject} is not expected here.`;
    case 'type':
      return `${subject} must be ${String(params.type)
        .split(',')
        .map((type) => TYPE_WORDS[type] ?? type)
        .join(' or ')}.`;
    case 'minimum':
      return `${subject} must be at least ${String(params.limit)}.`;
    case 'maximum':
      return `${subject} must be at most ${String(params.limit)}.`;
    case 'minLength':
      return `${subject} must be at least ${String(params.limit)} characters long.`;
    case 'maxLength':
      return `${subject} must be at most ${String(params.limit)} characters long.`;
    case 'minItems':
      return `${subject} must hold at least ${String(params.limit)} items.`;
    case 'maxItems':
      return `${subject} must hold at most ${String(params.limit)} items.`;
    case 'pattern':
      return `${subject} is not in the expected form.`;
    case 'enum':
    case 'const':
      return `${subject} must be one of: ${allowedValues(params).join(', ')}.`;
    default:
      return `${subject} ${issue.message ?? 'is not valid'}.`;
  }
}

function allowedValues(params: Record<string, unknown>): string[] {
  const values = Array.isArray(params.allowedValues) ? params.allowedValues : [params.allowedValue];
  return values.map((value) => JSON.stringify(value));
}
