import { paths } from 'shared/config/routes';

/** The top navigation, in its order. */
export const navLinks = [
  { to: paths.home, label: 'Home' },
  { to: paths.products, label: 'Products' },
  { to: paths.about, label: 'About Us' },
  { to: paths.blogs, label: 'Blogs' },
  { to: paths.contact, label: 'Contact Us' },
] as const;
