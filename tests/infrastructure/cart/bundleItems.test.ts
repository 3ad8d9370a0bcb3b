import { describe, expect, it } from 'vitest';
import { orderAnswer } from '../../../src/contract/orderAnswers';
import { orderAnswerFixture, orderLineAnswer } from '../orders/orderAnswerFixtures';
import { orderFromAnswer } from '../../../src/infrastructure/answers/orderFromAnswer';
import { cartItemsFromJson } from '../../../src/infrastructure/answers/cartItemsFromJson';
import { cartFromAnswer } from '../../../src/infrastructure/answers/cartFromAnswer';
import { cartAnswerOf } from './cartAnswerFixture';

const FAMILIES = ['EB Garamond', 'Alegreya Sans', 'Cormorant Garamond'];
const bundleItem = {
  id: 'garamonds',
  type: 'collections' as const,
  typeface: 'garamonds-collection',
  name: 'The Garamonds',
  font_class: '',
  options: { desktop: 0, web: null, app: null },
  scripts: [],
};

describe('collection bundles between the browser and the server', () => {
  it('keeps a bundle in the cookie and reads its families from the cart answer', () => {
    expect(cartItemsFromJson(JSON.stringify([bundleItem]))).toEqual([bundleItem]);
    const answer = cartFromAnswer(
      cartAnswerOf({
        cart: [
          {
            id: 'garamonds',
            type: 'collections',
            name: 'The Garamonds',
            font_class: '',
            options_text: { desktop: '1–5 computers', web: null, app: null },
            scripts: [],
            price: 618,
            value: '$618',
            families: FAMILIES,
          },
        ],
        discounts: [],
        total: { name: 'Total', value: '$618' },
        cart_modified: false,
        note: null,
        items: [
          {
            kind: 'collections',
            option_id: 'garamonds',
            typeface_page: 'garamonds-collection',
            options: { desktop: 0, web: null, app: null },
            scripts: [],
          },
        ],
      }),
    );
    expect(answer.view.lines[0]?.families).toEqual(FAMILIES);
    expect(answer.items).toEqual([bundleItem]);
  });

  it('lists a bought bundle’s families in the history, with no licence to upgrade', () => {
    const answer = orderAnswerFixture({
      cart: [
        orderLineAnswer({
          name: 'The Garamonds',
          description: { desktop: '6–20 computers', web: null, app: null },
          families: FAMILIES,
          value: '$1,266',
          licence: {
            kind: 'collections',
            option_id: 'garamonds',
            typeface_page: 'garamonds-collection',
            options: { desktop: 1, web: null, app: null },
            scripts: [],
          },
        }),
      ],
    });
    const order = orderFromAnswer(orderAnswer.parse(answer));
    expect(order.lines[0]).toMatchObject({
      families: FAMILIES,
      licences: ['6–20 computers'],
      licence: null,
    });
  });
});
