import type { OrderReceipt } from '../../application/orders/OrderReceipt';
import type { OrderAnswer } from '../../contract/orderAnswers';
import { perLicenceCategory } from '../../domain/pricing/LicenceCategory';
import { orderFromAnswer } from '../answers/orderFromAnswer';

/**
 * GET orders/{id}: the history's order (orderFromAnswer) with each line's scripts and what
 * each licence covers, and the tax line (VAT, or an order from before VAT's US sales tax).
 */
export function orderReceiptFromAnswer(answer: OrderAnswer): OrderReceipt {
  const order = orderFromAnswer(answer);
  return {
    ...order,
    lines: order.lines.map((line, index) => {
      const answered = answer.cart[index];
      return {
        ...line,
        description: perLicenceCategory((category) => answered?.description[category] || null),
        scripts: answered?.scripts ?? [],
      };
    }),
    usSalesTax: answer.tax_line,
  };
}
