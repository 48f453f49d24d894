/** The drawer's title, and its name in the modal events sent when it opens and closes. */
export const DRAWER_TITLE = 'メニュー';
export const DRAWER_LABEL = 'メニュー';
