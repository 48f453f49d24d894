// Public surface of the contact form (/contact/): its page.
export { ContactPage } from './components/contact-page';
