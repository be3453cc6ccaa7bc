import { Link, NavLink } from 'shared/routing';
import styled from 'styled-components';
import { paths } from 'shared/config/routes';
import { shop } from 'shared/config/shop';
import { useAppDispatch, useAppSelector } from 'shared/store/hooks';
import { mobileMenuClosed, mobileMenuToggled } from 'shared/store/ui-slice';
import { MilletMark } from 'shared/ui/millet-mark.tsx';
import { navLinks } from './nav-links.ts';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Inner = styled.nav`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0.6rem 1rem;
  display: flex;
  align-items: center;
  gap: 1rem;
  flex-wrap: wrap;
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.25rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primaryDark};
  text-decoration: none;
  margin-right: auto;
`;

const Toggle = styled.button`
  display: none;
  padding: 0.45rem 0.7rem;
  background: none;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  cursor: pointer;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: block;
  }
`;

const Links = styled.ul<{ $open: boolean }>`
  display: flex;
  gap: 0.25rem;
  list-style: none;
  margin: 0;
  padding: 0;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    flex-direction: column;
    width: 100%;
  }
`;

const Item = styled(NavLink)`
  display: block;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.highlight};
  }
  &.active {
    color: #fff;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const UserIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="12" cy="8" r="4" fill="currentColor" />
    <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
  </svg>
);

const UserLink = styled(Item)`
  display: flex;
  align-items: center;
  gap: 0.35rem;
`;

/** The shop's top navigation: logo, the page links, the User link and the mobile menu toggle. */
export function TopNav() {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.ui.mobileMenuOpen);
  const close = () => dispatch(mobileMenuClosed());

  return (
    <Bar>
      <Inner aria-label="Main">
        <Brand to={paths.home} onClick={close}>
          <MilletMark />
          {shop.name}
        </Brand>
        <Toggle
          type="button"
          aria-expanded={open}
          aria-controls="main-menu"
          onClick={() => dispatch(mobileMenuToggled())}
        >
          Menu
        </Toggle>
        <Links id="main-menu" $open={open}>
          {navLinks.map(({ to, label }) => (
            <li key={to}>
              <Item to={to} end onClick={close}>
                {label}
              </Item>
            </li>
          ))}
          <li>
            <UserLink to={paths.myAccount} onClick={close}>
              <UserIcon />
              User
            </UserLink>
          </li>
        </Links>
      </Inner>
    </Bar>
  );
}
