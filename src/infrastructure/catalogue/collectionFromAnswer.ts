import type {
  CollectionItem,
  TypefaceCollection,
} from '../../application/catalogue/TypefaceCollection';
import type { AnswerOf } from '../../contract/Endpoint';
import type { getCollection } from '../../contract/catalogue/typefaces';

type CollectionAnswer = AnswerOf<typeof getCollection>;
type CollectionItemAnswer = CollectionAnswer['sections'][number]['items'][number];

/** GET /collections/{page} (parsed by the contract's `getCollection`) as the collection page reads it. */
export function collectionFromAnswer(answer: CollectionAnswer): TypefaceCollection {
  return {
    id: answer.id,
    name: answer.name,
    description: answer.description,
    about: answer.about,
    sections: answer.sections.map((section) => ({
      name: section.name,
      items: section.items.map(itemFromAnswer),
    })),
    minisiteUrl: answer.minisite_url,
    minisiteLinkName: answer.minisite_link_name,
    minisiteImage: answer.minisite_image,
    minisiteImageGif: answer.minisite_image_gif,
    otherTypefaces: answer.other_typefaces,
  };
}

function itemFromAnswer(item: CollectionItemAnswer): CollectionItem {
  const { typeface } = item;
  return {
    title: item.title,
    typeface: typeface && {
      name: typeface.name,
      page: typeface.page,
      class: typeface.class,
      overviewText: typeface.overview_text,
    },
    image: item.image,
    description: item.description,
    actionType: item.action_type,
    actionValue: item.action_value,
    actionHeader: item.action_header,
  };
}
