import { z } from './zod';

const handlerShapes = new WeakMap<object, z.ZodMiniType>();

/**
 * A part of a request body the route's schema lets through as it is, because the handler
 * checks it against `shape` itself, to answer 422 on the very field (a cart line's tier,
 * `cart.items.2.options.web`) rather than the framework's 400 on the whole body; Ajv's
 * coercion would also turn a text into a list of one before the handler saw it. The OpenAPI
 * document shows `shape` (src/server/http/routeSchema.ts).
 */
export function checkedInHandler(shape: z.ZodMiniType): z.ZodMiniUnknown {
  const part = z.unknown();
  handlerShapes.set(part, shape);
  return part;
}

/** The shape a part made by `checkedInHandler` is checked against; undefined for any other. */
export function handlerShapeOf(schema: object): z.ZodMiniType | undefined {
  return handlerShapes.get(schema);
}
