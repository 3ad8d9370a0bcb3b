import type { Order } from '../../../application/account/Order';
import { FamilyName } from '../../components/FamilyName';

/** One past order: number, date, what was licensed, the total and the downloads. */
export function OrderCard({ order }: { order: Order }) {
  return (
    <article className="order-card" aria-labelledby={`order-${order.id}`}>
      <h2 id={`order-${order.id}`} className="order-card__title">
        Order #{order.id}
      </h2>
      {order.date && <p className="order-card__date">{order.date}</p>}
      <ul className="order-card__lines">
        {order.lines.map((line, index) => (
          <li key={`${line.name}-${index}`} className="order-card__line">
            <FamilyName fontClass={line.fontClass} name={line.name} />
            {line.licences.length > 0 && (
              <span className="order-card__licences">{line.licences.join(' · ')}</span>
            )}
            <span className="order-card__value">{line.value}</span>
          </li>
        ))}
        {order.discounts.map((discount) => (
          <li key={discount.name} className="order-card__line">
            <span>{discount.name}</span>
            <span className="order-card__value">{discount.value}</span>
          </li>
        ))}
      </ul>
      {order.total && (
        <p className="order-card__total">
          {order.total.name || 'Total'}: <strong>{order.total.value}</strong>
        </p>
      )}
      <p className="order-card__downloads">
        {order.zipUrl && <a href={order.zipUrl}>Download fonts (zip)</a>}
        {order.pdfUrl && <a href={order.pdfUrl}>Download invoice (pdf)</a>}
      </p>
    </article>
  );
}
