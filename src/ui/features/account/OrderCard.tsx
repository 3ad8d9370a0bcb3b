import { useState } from 'react';
import type { Order } from '../../../application/account/Order';
import type { OrderLine } from '../../../application/account/OrderLine';
import { CreditNoteList } from '../../components/CreditNoteList';
import { FamilyName } from '../../components/FamilyName';
import { PendingRefundNote } from '../../components/PendingRefundNote';
import { refundStatusText } from '../../components/refundStatusText';
import { UpgradePanel } from './UpgradePanel';
import { bundleFamiliesText } from '../../../domain/pricing/collectionBundle';

/**
 * One past order: number, date, whether it was refunded or a refund is on its way, what was
 * licensed, the total, the downloads and the refunds' credit notes.
 */
export function OrderCard({ order }: { order: Order }) {
  const refundStatus = refundStatusText(order.status);
  const pendingRefund = order.pendingRefund ?? null;
  return (
    <article className="order-card" aria-labelledby={`order-${order.id}`}>
      <h2 id={`order-${order.id}`} className="order-card__title">
        Order #{order.id}
      </h2>
      {order.date && <p className="order-card__date">{order.date}</p>}
      {refundStatus && <p className="order-card__status">{refundStatus}</p>}
      {pendingRefund && (
        <PendingRefundNote
          refund={pendingRefund}
          lines={order.lines}
          className="order-card__pending-refund"
        />
      )}
      {(order.invoiceNumber || order.jobReference) && (
        <p className="order-card__references">
          {order.invoiceNumber && <span>Invoice {order.invoiceNumber}</span>}
          {order.jobReference && <span>Job reference: {order.jobReference}</span>}
        </p>
      )}
      <ul className="order-card__lines">
        {order.lines.map((line, index) => (
          <OrderLineRow
            key={`${line.name}-${index}`}
            orderId={order.id}
            index={index}
            line={line}
            refundPending={pendingRefund?.lines.includes(index) ?? false}
          />
        ))}
        {[...order.discounts, ...(order.tax ? [order.tax] : [])].map((amount) => (
          <li key={amount.name} className="order-card__line">
            <span>{amount.name}</span>
            <span className="order-card__value">{amount.value}</span>
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
      <CreditNoteList creditNotes={order.creditNotes ?? []} className="order-card__credit-notes" />
    </article>
  );
}

/**
 * A licence line: what it licenses and its price, and "Refunded" (its licence is revoked),
 * "Refund pending" (no upgrade is offered on a licence being refunded), "Upgraded in order
 * #…" or the "Upgrade" button that opens the upgrade form under it (docs/shop.md "Upgrades").
 */
function OrderLineRow({
  orderId,
  index,
  line,
  refundPending,
}: {
  orderId: string;
  index: number;
  line: OrderLine;
  refundPending: boolean;
}) {
  const [upgrading, setUpgrading] = useState(false);
  const panelId = `upgrade-${orderId}-${index}`;
  return (
    <li className="order-card__line">
      <FamilyName fontClass={line.fontClass} name={line.name} />
      {line.families && (
        <span className="order-card__licences">{bundleFamiliesText(line.families)}</span>
      )}
      {line.licences.length > 0 && (
        <span className="order-card__licences">{line.licences.join(' · ')}</span>
      )}
      {line.upgradeOf && (
        <span className="order-card__upgrade-of">Upgrade of order #{line.upgradeOf}</span>
      )}
      <span className="order-card__value">{line.value}</span>
      {line.refunded ? (
        <span className="order-card__refunded">Refunded</span>
      ) : refundPending ? (
        <span className="order-card__refunded">Refund pending</span>
      ) : line.upgradedBy ? (
        <span className="order-card__upgraded">Upgraded in order #{line.upgradedBy}</span>
      ) : (
        line.licence && (
          <button
            type="button"
            className="link-button order-card__upgrade"
            aria-expanded={upgrading}
            aria-controls={panelId}
            aria-label={`Upgrade ${line.name}`}
            onClick={() => setUpgrading(!upgrading)}
          >
            Upgrade
          </button>
        )
      )}
      {upgrading && line.licence && (
        <div id={panelId} className="order-card__panel">
          <UpgradePanel orderId={orderId} lineIndex={index} line={line} licence={line.licence} />
        </div>
      )}
    </li>
  );
}
