import type { OrderAnswer, OrderLineAnswer } from '../../../src/contract/orderAnswers';

/** A line of an order answer (src/contract/orderAnswers.ts): a new desktop licence. */
export function orderLineAnswer(fields: Partial<OrderLineAnswer> = {}): OrderLineAnswer {
  const texts = { desktop: '1–5 computers', web: null, app: null };
  return {
    name: 'EB Garamond Italic',
    font_class: 'ff-eb-garamond',
    description: texts,
    options_text: texts,
    scripts: [],
    scripts_count: 0,
    value: '$50',
    licence: {
      kind: 'styles',
      option_id: 'eb-garamond/italic',
      typeface_page: 'eb-garamond',
      options: { desktop: 0, web: null, app: null },
      scripts: [],
    },
    paid: '$50',
    paid_cents: 5000,
    upgrade_of: null,
    upgraded_by: null,
    ...fields,
  };
}

/** A paid order as GET /orders/{id} and POST /settings/orders answer it. */
export function orderAnswerFixture(fields: Partial<OrderAnswer> = {}): OrderAnswer {
  const id = '20261123-BBBBBB';
  return {
    order_details: {
      id,
      date: '2026-11-23',
      status: 'paid',
      zip: `/api/v1/orders/${id}/fonts.zip`,
      pdf: `/api/v1/orders/${id}/invoice.pdf`,
    },
    cart: [orderLineAnswer()],
    discounts: [],
    is_us_order: false,
    us_sales_tax: 0,
    us_sales_tax_percentage: 0,
    us_sales_tax_value: '$0',
    tax_line: null,
    total: { name: 'Total', value: '$50' },
    licensee: {
      name: 'Karla Kunde',
      address1: 'Hauptstraße 1',
      zip_code: '10115',
      city: 'Berlin',
      country: 'DE',
    },
    third_party_order: false,
    ...fields,
  };
}
