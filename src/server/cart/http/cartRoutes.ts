import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  deleteCart,
  getCart,
  getSharedCart,
  postCartShare,
  putCart,
  type CartUpdateBody,
} from '../../../contract/cart';
import type { CartUpdateAnswer } from '../../../contract/cartAnswer';
import type { CartSelection } from '../../../domain/cart/CartSelection';
import type { AppContext } from '../../appContext';
import type { InvalidForm } from '../../application/InvalidForm';
import type { Result } from '../../application/Result';
import type { FailedCodeAttempts } from '../../discounts/app/FailedCodeAttempts';
import { HttpError } from '../../http/HttpError';
import { valueOrRefuse } from '../../http/Refused';
import { RATE_LIMITED_MESSAGE, RATE_LIMITED_RULE, rateLimitedTo } from '../../http/rateLimits';
import { routeSchema, type RouteOf } from '../../http/routeSchema';
import { absentBodyAsEmpty } from './absentBodyAsEmpty';
import type { CartCaller } from '../app/CartCaller';
import type { InvalidCart } from '../app/InvalidCart';
import type { CartPrice } from '../../orders/app/CartPrice';
import { cartAnswerOf } from './cartAnswer';
import { cartToken, cartTokenOrNew, clearCartCookie, setCartCookie } from './cartCookie';
import { parseCartRequest } from './parseCartRequest';
import { quoteRoutes } from './quoteRoutes';

/**
 * Checkout's address mode of PUT /cart as this route calls it. Checkout's
 * PriceCheckoutAddress implements it: checkout builds on the cart, never the other way round.
 */
export interface CheckoutAddressMode {
  execute(command: {
    body: CartUpdateBody;
    /**
     * The body's cart as this route read it. A cart that cannot be read is refused only after
     * the address is checked: the address step answers the form's errors first.
     */
    cart: Result<CartSelection, InvalidCart>;
    userId: string | null;
    cartToken: string;
  }): Promise<Result<CheckoutAddressPrice, InvalidCart | InvalidForm>>;
}

/**
 * The address step's cart, priced for the address, and what the step answers besides, as
 * checkout's PriceCheckoutAddress returns it.
 */
export interface CheckoutAddressPrice {
  price: CartPrice;
  /** Why no tax was found for the address, and the field it is about; null: it was found. */
  taxRefusal: { message: string; field: string } | null;
  /** The checkout key POST /checkout sends back (stripe_payment_intent). */
  checkoutKey: string;
}

/** A cart answer is one visitor's: no shared cache may keep or replay it. */
const PRIVATE = 'private, no-store';
const TAGS = ['cart'];

/**
 * The cart API (docs/spec.md §7 "Cart and checkout"; shapes in src/contract/cart.ts). Every
 * answer is priced by the cart's use cases (cartUseCases.ts) from the shop's imported prices;
 * the routes only read the request into a command and answer the result.
 * `priceCheckoutAddress` is checkout's address mode of PUT /cart (a body with `step`; null: a
 * shop without checkout); `codeAttempts` counts the unknown discount codes each address
 * sends, and answers 429 past CODE_ATTEMPT_LIMIT a minute.
 */
export function cartRoutes(
  context: AppContext,
  priceCheckoutAddress: CheckoutAddressMode | null = null,
  codeAttempts: FailedCodeAttempts | null = null,
): (api: FastifyInstance) => Promise<void> {
  const { auth, config, cart, freeDisk } = context;
  const secure = config.publicUrl.startsWith('https://');
  const callerOf = async (request: FastifyRequest): Promise<CartCaller> => {
    const user = await auth.currentUser(request);
    return {
      cartToken: cartToken(request),
      userId: user?.id ?? null,
      profile: user?.personalInfo ?? null,
    };
  };

  return async (api) => {
    const cartWrite = rateLimitedTo(config.cartRateLimitMax);
    const putOptions = { ...cartWrite, schema: routeSchema(putCart, TAGS) };
    api.put<RouteOf<typeof putCart>>('/cart', putOptions, async (request, reply) => {
      // A new anonymous cart is a row nobody may ever come back to: refused when the disk is
      // short (docs/operations.md "Free disk space"); a cart that exists, or a customer's, is
      // saved, so a checkout under way never fails for it.
      const { userId, profile } = await callerOf(request);
      const newCart = cartToken(request) === null;
      if (newCart && userId === null) await freeDisk.refuseWhenShort();
      const token = cartTokenOrNew(request);
      const sendsCode = Boolean(request.body.cart?.discount_code?.trim());
      if (sendsCode && codeAttempts && !(await codeAttempts.allowed(request.ip))) {
        throw HttpError.of(429, RATE_LIMITED_MESSAGE, RATE_LIMITED_RULE);
      }
      const sent = parseCartRequest(request.body);
      const answer =
        request.body.step !== undefined && priceCheckoutAddress
          ? checkoutAddressAnswer(
              valueOrRefuse(
                await priceCheckoutAddress.execute({
                  body: request.body,
                  cart: sent,
                  userId,
                  cartToken: token,
                }),
              ),
            )
          : cartAnswerOf(
              valueOrRefuse(
                await cart.priceAndSaveCart.execute({
                  selection: valueOrRefuse(sent),
                  userId,
                  profile,
                  cartToken: token,
                  newCart,
                }),
              ),
            );
      // An unknown code (or one that reads as unknown to this cart) is a guess.
      if (answer.discount_code?.rule === 'unknown') await codeAttempts?.record(request.ip);
      setCartCookie(reply, token, secure);
      reply.header('cache-control', PRIVATE);
      return answer;
    });

    const getOptions = { schema: routeSchema(getCart, TAGS) };
    api.get<RouteOf<typeof getCart>>('/cart', getOptions, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return cartAnswerOf(await cart.showCart.execute(await callerOf(request)));
    });

    const deleteOptions = { ...cartWrite, schema: routeSchema(deleteCart, TAGS) };
    api.delete<RouteOf<typeof deleteCart>>('/cart', deleteOptions, async (request, reply) => {
      const cleared = await cart.clearCart.execute(await callerOf(request));
      clearCartCookie(reply, secure);
      reply.header('cache-control', PRIVATE);
      return cartAnswerOf(valueOrRefuse(cleared));
    });

    const shareOptions = {
      ...rateLimitedTo(config.documentRateLimitMax),
      preValidation: absentBodyAsEmpty,
      schema: routeSchema(postCartShare, TAGS),
    };
    api.post<RouteOf<typeof postCartShare>>('/cart/share', shareOptions, async (request, reply) => {
      await freeDisk.refuseWhenShort();
      const caller = await callerOf(request);
      const selection =
        'cart' in request.body ? valueOrRefuse(parseCartRequest(request.body)) : null;
      const id = valueOrRefuse(await cart.shareCart.execute({ selection, caller }));
      reply.header('cache-control', PRIVATE);
      return { cart_id: id };
    });

    const sharedOptions = {
      config: { linkSecrets: ['id'] },
      schema: routeSchema(getSharedCart, TAGS),
    };
    api.get<RouteOf<typeof getSharedCart>>('/cart/:id', sharedOptions, async (request, reply) => {
      const answer = cartAnswerOf(
        valueOrRefuse(await cart.openSharedCart.execute(request.params.id)),
      );
      reply.header('cache-control', PRIVATE);
      return answer;
    });

    await api.register(quoteRoutes(cart, callerOf, config.documentRateLimitMax, freeDisk));
  };
}

/** The address step's answer: the cart answer and what the step found for the address. */
function checkoutAddressAnswer({
  price,
  taxRefusal,
  checkoutKey,
}: CheckoutAddressPrice): CartUpdateAnswer {
  return {
    ...cartAnswerOf(price),
    taxjar_error: taxRefusal?.message ?? null,
    taxjar_error_field: taxRefusal?.field ?? null,
    stripe_payment_intent: checkoutKey,
  };
}
