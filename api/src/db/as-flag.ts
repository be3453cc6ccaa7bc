/** A 0/1 column (a database check holds it to these) as the API's flag type. */
export const asFlag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);
