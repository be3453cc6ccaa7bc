import { shop } from 'shared/config/shop';
import styled from 'styled-components';

const Address = styled.address`
  display: grid;
  gap: 0.5rem;
  margin-bottom: 1.5rem;
  font-style: normal;
  a {
    overflow-wrap: anywhere;
  }
`;

/** The company's phone, support e-mail and postal address. */
export function ContactDetails() {
  return (
    <Address>
      <span>
        Phone: <a href={shop.phoneLink}>{shop.phone}</a>
      </span>
      <span>
        E-mail: <a href={`mailto:${shop.supportEmail}`}>{shop.supportEmail}</a>
      </span>
      <span>{shop.address}</span>
    </Address>
  );
}
