import { Suspense } from 'react';
import type { CartStore } from '../../../application/cart/CartStore';
import type { ShopOptionGroup } from '../../../application/shop/Shop';
import type { ShopChoices } from '../../../application/shop/ShopChoices';
import { OptionRow } from './OptionRow';

interface OptionGroupsProps {
  title: string;
  groups: readonly ShopOptionGroup[];
  choices: ShopChoices;
  cart: CartStore;
}

/**
 * 'Packages' or 'Single styles': titled lists of options. Each group is a Suspense boundary
 * of its own (it never suspends), so React hydrates a family's rows group by group, in
 * separate tasks, rather than all of them in the page's one long task (docs/design.md: TBT); a tap
 * on a group not hydrated yet hydrates it first (React's selective hydration).
 */
export function OptionGroups({ title, groups, choices, cart }: OptionGroupsProps) {
  const headingId = `shop-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section className="shop-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="shop-section__heading">
        {title}
      </h2>
      {groups.map((group) => (
        <Suspense key={`${group.kind}:${group.name}`}>
          <div className="shop-group">
            <h3 className="shop-group__heading">{group.name}</h3>
            <ul className="shop-group__options">
              {group.options.map((option) => (
                <OptionRow key={option.id} option={option} choices={choices} cart={cart} />
              ))}
            </ul>
          </div>
        </Suspense>
      ))}
    </section>
  );
}
