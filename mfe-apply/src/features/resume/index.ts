// Public surface of 「メールで続きを送る」 and its link: the button every
// application step carries, the notice of the step a link opened, and the
// tokens the application sends along. The resume page itself is a chunk of
// its own (the routes module imports it lazily).
export { CarryOnLater } from './components/carry-on-later';
export { ResumedNotice } from './components/resumed-notice';
export { DRAFT_TOKENS_KEY, readDraftTokens, rememberDraftToken } from './draft-tokens';
