import { ApiError } from '../../../src/application/errors/ApiError';
import { errorItem } from '../../../src/domain/errors/ErrorItem';

/** What the API answers for something that does not exist: an ApiError with status 404. */
export function notFound(path: string): ApiError {
  return new ApiError([errorItem(null, 'Not found', 'not_found')], 404, path);
}
