import type { CartViewLine } from '../../../application/cart/CartView';
import { licenceLines } from './licenceLines';

interface CartLineRowProps {
  line: CartViewLine;
  onRemove: () => void;
}

/** One cart line: name in its typeface, what it licenses, its price and 'Remove'. */
export function CartLineRow({ line, onRemove }: CartLineRowProps) {
  const details = licenceLines(line);
  return (
    <li className="cart-line">
      <div className="cart-line__what">
        <p className={`cart-line__name ${line.font_class}`}>{line.name}</p>
        {details.length > 0 && (
          <ul className="cart-line__licences">
            {details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        )}
      </div>
      <p className="cart-line__price">{line.value}</p>
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
