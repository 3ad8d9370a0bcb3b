import type { ReceiptLine } from '../../../application/orders/OrderReceipt';
import { bundleFamiliesText } from '../../../domain/pricing/collectionBundle';
import {
  LICENCE_CATEGORIES,
  LICENCE_CATEGORY_NAMES,
} from '../../../domain/pricing/LicenceCategory';
import { FamilyName } from '../../components/FamilyName';

/** docs/spec.md §2: the label is singular for one extra script and plural for more. */
export function extraScriptsLabel(count: number): string {
  return count === 1 ? 'Extra script' : 'Extra scripts';
}

/** One bought line on the thank-you page: name in its typeface, its licences, its price. */
export function ReceiptLineItem({ line }: { line: ReceiptLine }) {
  return (
    <li className="receipt-line">
      <div>
        <FamilyName
          element="p"
          className="receipt-line__name"
          fontClass={line.fontClass}
          name={line.name}
        />
        <ul className="receipt-line__licences">
          {line.families && <li>{bundleFamiliesText(line.families)}</li>}
          {LICENCE_CATEGORIES.map((category) => {
            const text = line.description[category];
            return text ? (
              <li key={category}>{`${LICENCE_CATEGORY_NAMES[category]}: ${text}`}</li>
            ) : null;
          })}
          {line.scripts.length > 0 && (
            <li>{`${extraScriptsLabel(line.scripts.length)}: ${line.scripts.join(', ')}`}</li>
          )}
        </ul>
      </div>
      <p className="receipt-line__price">
        {line.value}
        {line.refunded && <span className="receipt-line__refunded"> Refunded</span>}
      </p>
    </li>
  );
}
