// The application's own form parts, built on the site's field kit
// (@hikari/shared/form-ui): the postal-code look-up and the name and contact
// sections its request forms share.
export * from './postal-code-lookup-field';
export * from './name-fieldset';
export * from './contact-details-fieldset';
