export interface Testimonial {
  name: string;
  role: string;
  text: string;
  /** Initials on a coloured disc: no photo to download. */
  avatar: { initials: string; background: string };
}

export const testimonials: Testimonial[] = [
  {
    name: 'Priya Raghavan',
    role: 'Mother of two, Chennai',
    text: 'My daughter has coeliac disease and rotis were the one thing she missed. With the multigrain atta she asks for seconds, and nobody at the table can tell the difference.',
    avatar: { initials: 'PR', background: '#2d6a36' },
  },
  {
    name: 'Arjun Mehta',
    role: 'Marathon runner, Pune',
    text: 'The chilla mix is my breakfast after every long run. It is ready before I am out of the shower, and I get my protein without a shake.',
    avatar: { initials: 'AM', background: '#8a2f12' },
  },
  {
    name: 'Fatima Sheikh',
    role: 'Software engineer, Hyderabad',
    text: 'One pan, ten minutes and a bowl of millet upma before my morning stand-up. I stay full right up to lunch.',
    avatar: { initials: 'FS', background: '#4a1f39' },
  },
  {
    name: 'Kavita Nair',
    role: 'Home chef, Kochi',
    text: 'I cook for my parents, who are both watching their sugar. The labels are honest, the grains taste fresh, and the combo boxes save me a trip to the market.',
    avatar: { initials: 'KN', background: '#1f4d26' },
  },
];
