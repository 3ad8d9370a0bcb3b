/**
 * The `<style>` the server puts in every page's head with each family's name faces
 * (src/server/catalogue/app/nameFacesStyle.ts). The browser declares no face this one already
 * declares (src/ui/components/fontFaces.ts).
 */
export const NAME_FACES_STYLE_ID = 'name-faces';
