/** Contact details and outside addresses printed in the footer (spec 1, footer content). */
export const helpline = { display: '800 123 456', href: 'tel:+39800123456' };
export const contactEmail = 'servizioclienti@spesa.example.it';

export const externalLinks = {
  institutional: 'https://www.spesa.example.it/',
  faq: 'https://www.spesa.example.it/faq',
  saleConditions: 'https://www.spesa.example.it/documenti/condizioni-generali-di-vendita.pdf',
} as const;

export const socialLinks = [
  { network: 'facebook', href: 'https://www.facebook.com/spesa.cooperativa' },
  { network: 'instagram', href: 'https://www.instagram.com/spesa.cooperativa' },
  { network: 'youtube', href: 'https://www.youtube.com/@spesa.cooperativa' },
] as const;

export type SocialNetwork = (typeof socialLinks)[number]['network'];
