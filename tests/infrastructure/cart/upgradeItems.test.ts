import { describe, expect, it } from 'vitest';
import { orderAnswer } from '../../../src/contract/orderAnswers';
import { orderAnswerFixture, orderLineAnswer } from '../orders/orderAnswerFixtures';
import { orderFromAnswer } from '../../../src/infrastructure/answers/orderFromAnswer';
import { cartItemsFromJson } from '../../../src/infrastructure/answers/cartItemsFromJson';
import { cartFromAnswer } from '../../../src/infrastructure/answers/cartFromAnswer';
import { toCartSelection } from '../../../src/infrastructure/answers/cartRequestBody';
import { cartAnswerOf } from './cartAnswerFixture';

const upgradeItem = {
  id: 'eb-garamond/italic',
  type: 'styles' as const,
  typeface: 'eb-garamond',
  name: 'EB Garamond Italic',
  font_class: 'ff-eb-garamond',
  options: { desktop: 1, web: null, app: null },
  scripts: [],
  upgrade: { order_id: '20261123-AAAAAA', line: 0 },
};

describe('upgrade items between the browser and the server', () => {
  it('keeps the upgraded order line in the cookie, and drops one that is not well formed', () => {
    const stored = JSON.stringify([
      upgradeItem,
      { ...upgradeItem, id: 'eb-garamond/bold', upgrade: { order_id: 7, line: 'x' } },
    ]);
    const [kept, plain] = cartItemsFromJson(stored);
    expect(kept?.upgrade).toEqual(upgradeItem.upgrade);
    expect(plain).not.toHaveProperty('upgrade');
  });

  it('sends the upgrade with the item and reads it back from the answer', () => {
    const wire = toCartSelection(upgradeItem);
    expect(wire.upgrade).toEqual(upgradeItem.upgrade);
    const answer = cartFromAnswer(
      cartAnswerOf({
        cart: [
          {
            id: upgradeItem.id,
            type: 'styles',
            name: upgradeItem.name,
            font_class: upgradeItem.font_class,
            options_text: { desktop: '6–20 computers', web: null, app: null },
            scripts: [],
            price: 85,
            value: '$85',
            upgrade: { order_id: '20261123-AAAAAA' },
          },
        ],
        discounts: [
          { name: 'Upgrade credit: EB Garamond Italic (Order #20261123-AAAAAA)', value: '-$50' },
        ],
        total: { name: 'Total', value: '$35' },
        cart_modified: false,
        note: null,
        items: [wire],
      }),
    );
    expect(answer.view.lines[0]?.upgradeOf).toBe('20261123-AAAAAA');
    expect(answer.items[0]?.upgrade).toEqual(upgradeItem.upgrade);
  });

  it("reads an order line's licence, what was paid, and its upgrades from the history", () => {
    const answer = orderAnswer.parse(
      orderAnswerFixture({
        cart: [
          orderLineAnswer({
            description: { desktop: '6–20 computers', web: null, app: null },
            value: '$85',
            licence: {
              kind: 'styles',
              option_id: 'eb-garamond/italic',
              typeface_page: 'eb-garamond',
              options: { desktop: 1, web: null, app: null },
              scripts: ['greek'],
            },
            paid: '$85',
            paid_cents: 8500,
            upgrade_of: { order_id: '20261123-AAAAAA', line: 0 },
            upgraded_by: null,
          }),
          // A collection bundle: no one family's shop sells it, so no licence to upgrade.
          orderLineAnswer({
            name: 'Old line',
            value: '$10',
            licence: {
              kind: 'collections',
              option_id: 'garamonds',
              typeface_page: 'garamonds-collection',
              options: { desktop: 0, web: null, app: null },
              scripts: [],
            },
            paid: '$10',
            paid_cents: 0,
          }),
        ],
        tax_line: { name: 'VAT Germany (19%)', value: '$6.65' },
        total: { name: 'Total', value: '$41.65' },
      }),
    );
    const order = orderFromAnswer(answer);
    expect(order.lines[0]).toMatchObject({
      licence: {
        id: 'eb-garamond/italic',
        type: 'styles',
        typeface: 'eb-garamond',
        options: { desktop: 1, web: null, app: null },
        scripts: ['greek'],
      },
      paid: '$85',
      paidCents: 8500,
      upgradeOf: '20261123-AAAAAA',
      upgradedBy: null,
    });
    expect(order.lines[1]).toMatchObject({ licence: null, paid: '$10', paidCents: 0 });
    expect(order.tax).toEqual({ name: 'VAT Germany (19%)', value: '$6.65' });
  });
});
