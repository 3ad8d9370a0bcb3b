import { useParams } from 'react-router-dom';
import type { ShopGateway } from '../../../application/shop/ShopGateway';
import { TOKENS } from '../../../application/tokens';
import { ResourceView } from '../../components/ResourceView';
import { useRemoteResource } from '../../components/useRemoteResource';
import { useInjection } from '../../di/useInjection';
import { ShopView } from './ShopView';

/** /shops/:font — the licence shop of one typeface (docs/spec.md §2 "Shop"). */
export default function ShopPage() {
  const { font = '' } = useParams();
  const gateway = useInjection<ShopGateway>(TOKENS.ShopGateway);
  const shop = useRemoteResource(() => gateway.shop(font), [gateway, font]);
  return (
    <ResourceView resource={shop}>
      {(value) => <ShopView key={value.slug} shop={value} />}
    </ResourceView>
  );
}
