import { observer } from 'mobx-react-lite';
import type { HomeContent } from '../../../application/content/HomeBlock';
import { HOME_BLOCK_TYPE } from '../../../application/content/HomeBlock';
import type { HomeContentLoader } from '../../../application/content/HomeContentLoader';
import { TOKENS } from '../../../application/tokens';
import { RecentPosts } from '../../components/RecentPosts';
import { ResourceView } from '../../components/ResourceView';
import { RichContent } from '../../components/RichContent';
import { useRemoteResource } from '../../components/useRemoteResource';
import { useInjection } from '../../di/useInjection';
import { RetailTypefaces } from './RetailTypefaces';
import '../../components/Button.css';
import './home.css';

function HomeBlocks({ content }: { content: HomeContent }) {
  return (
    <>
      {content.blocks.map((block, index) => {
        const key = `${index}-${block.type}`;
        if (block.type === HOME_BLOCK_TYPE.recentBlogPosts) {
          return <RecentPosts key={key} posts={content.recentPosts} />;
        }
        if (block.type === HOME_BLOCK_TYPE.retailTypefaces) {
          return <RetailTypefaces key={key} families={content.families} />;
        }
        return <RichContent key={key} className="home-block" html={block.content ?? ''} />;
      })}
    </>
  );
}

/** /: the home page's blocks in order (docs/spec.md §2 Home), behind the loader. */
function HomePage() {
  const loader = useInjection<HomeContentLoader>(TOKENS.HomeContentLoader);
  const home = useRemoteResource(() => loader.load(), [loader]);
  return (
    <div className="page home">
      <ResourceView resource={home}>{(content) => <HomeBlocks content={content} />}</ResourceView>
    </div>
  );
}

export default observer(HomePage);
