import type { CartPricing } from '../../application/cart/CartPricing';
import type { CartItem } from '../../application/cart/CartItem';
import type { CartLineTester } from '../../application/cart/CartLineTester';
import type * as contract from '../../contract/cartAnswer';
import { applyTextStyle } from '../../domain/typeTester/fontFeatureSettings';

/**
 * A cart call's answer (parsed by the contract, src/contract/cartAnswer.ts) as the cart
 * page shows it. The answer's items carry no names; the line at the same index has them.
 */
export function cartFromAnswer(answer: contract.CartAnswer): CartPricing {
  const testerOf = (index: number) => {
    const tester = answer.testers[index];
    return tester ? testerFromAnswer(tester) : null;
  };
  const lines = answer.cart.map((line, index) => ({
    id: line.id,
    type: line.type,
    name: line.name,
    fontClass: line.font_class,
    optionsText: line.options_text,
    scripts: line.scripts,
    price: line.price,
    value: line.value,
    ...(line.gross_value ? { grossValue: line.gross_value } : {}),
    tester: testerOf(index),
    upgradeOf: line.upgrade?.order_id ?? null,
    ...(line.families ? { families: line.families } : {}),
  }));
  const items = answer.items.map((item, index): CartItem => ({
    id: item.option_id,
    type: item.kind,
    typeface: item.typeface_page,
    name: lines[index]?.name ?? item.option_id,
    font_class: lines[index]?.fontClass ?? '',
    options: item.options,
    scripts: item.scripts,
    ...(item.tester ? { tester: item.tester } : {}),
    ...(item.upgrade ? { upgrade: item.upgrade } : {}),
  }));
  const { discount_code: code } = answer;
  return {
    view: {
      lines,
      discounts: answer.discounts.map(({ name, value, gross_value: grossValue }) => ({
        name,
        value,
        ...(grossValue ? { grossValue } : {}),
      })),
      total: { name: answer.total.name, value: answer.total.value },
      tax: answer.tax.line ? { name: answer.tax.line.name, value: answer.tax.line.value } : null,
      shownTax: {
        kind: answer.tax.kind,
        ratePercent: answer.tax.rate_percentage,
        reverseCharge: answer.tax.reverse_charge,
        vatNumber: answer.tax.vat_number,
      },
      discountCode: code ? { code: code.code, applied: code.applied, message: code.message } : null,
      cartModified: answer.cart_modified,
      note: answer.note,
    },
    items,
  };
}

/** A line's sample as the cart sets it: its text in the line's face, features and axes. */
function testerFromAnswer(tester: contract.CartLineTesterAnswer): CartLineTester {
  const { face } = tester;
  const axes = Object.entries(tester.axes);
  return {
    text: tester.text,
    summary: tester.summary,
    link: tester.link,
    face: face
      ? { family: face.family, url: face.url, weight: face.weight, style: face.style }
      : null,
    size: tester.size,
    tracking: tester.tracking,
    featureSettings: applyTextStyle({
      letterStyle: null,
      figures: null,
      features: tester.features,
    }).fontFeatureSettings,
    variationSettings:
      face?.variable && axes.length > 0
        ? axes.map(([tag, value]) => `"${tag}" ${value}`).join(', ')
        : null,
    direction: tester.direction,
    lang: tester.lang,
    textTransform: tester.textTransform,
  };
}
