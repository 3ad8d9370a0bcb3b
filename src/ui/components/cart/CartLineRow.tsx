import type { CartViewLine } from '../../../application/cart/CartView';
import { shownTaxText, type ShownTax } from '../../../domain/tax/consumerPrice';
import { Link } from 'react-router-dom';
import { FamilyName } from '../FamilyName';
import { CartTesterSample } from './CartTesterSample';
import { licenceLines } from './licenceLines';

interface CartLineRowProps {
  line: CartViewLine;
  /** The buyer's tax the cart was priced for (CartView.shownTax). */
  tax: ShownTax | null;
  onRemove: () => void;
}

/**
 * One cart line: name in its typeface, what it licenses, its price and 'Remove'. A consumer
 * paying EU or UK VAT sees the price including it, over "incl. 20 % VAT" (docs/taxes.md).
 */
export function CartLineRow({ line, tax, onRemove }: CartLineRowProps) {
  const details = licenceLines(line);
  const taxText = shownTaxText(tax);
  return (
    <li className="cart-line">
      <div className="cart-line__what">
        <FamilyName
          element="p"
          className="cart-line__name"
          fontClass={line.fontClass}
          name={line.name}
        />
        {details.length > 0 && (
          <ul className="cart-line__licences">
            {details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        )}
        {line.tester && (
          <p className="cart-line__tester">
            <CartTesterSample tester={line.tester} />{' '}
            <span>Tester set-up: {line.tester.summary}.</span>{' '}
            <Link to={line.tester.link}>Open in the tester</Link>
          </p>
        )}
      </div>
      <p className="cart-line__price">
        {line.grossValue ?? line.value}
        {taxText && <span className="cart-line__tax"> {taxText}</span>}
      </p>
      <button
        type="button"
        className="cart-line__remove link-button"
        aria-label={`Remove ${line.name}`}
        onClick={onRemove}
      >
        Remove
      </button>
    </li>
  );
}
