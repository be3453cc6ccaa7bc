import styled from 'styled-components';
import { shop } from 'shared/config/shop';

const { lat, lon } = shop.location;
const embedUrl =
  'https://www.openstreetmap.org/export/embed.html' +
  `?bbox=${lon - 0.01},${lat - 0.006},${lon + 0.01},${lat + 0.006}&layer=mapnik&marker=${lat},${lon}`;
const largerMapUrl = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;

// The box keeps the map's shape before the frame loads, so nothing below it moves.
const MapBox = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.highlight};
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const LargerMap = styled.a`
  display: inline-block;
  margin-top: 0.5rem;
  font-weight: 600;
`;

/** An OpenStreetMap of the shop's address, loaded lazily from OpenStreetMap; the page works without it. */
export function ShopMap() {
  return (
    <div>
      <MapBox>
        <iframe src={embedUrl} title={`Map of ${shop.name}: ${shop.address}`} loading="lazy" />
      </MapBox>
      <LargerMap href={largerMapUrl} target="_blank" rel="noopener noreferrer">
        View larger map
      </LargerMap>
    </div>
  );
}
