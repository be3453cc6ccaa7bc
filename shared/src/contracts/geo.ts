/** `GET /api/countries` → `{ status, data: Country[] }`; `GET /api/states?country_id=` → `{ status, data: State[] }`. */
export interface Country {
  id: number;
  name: string;
}

export interface State {
  id: number;
  name: string;
}
