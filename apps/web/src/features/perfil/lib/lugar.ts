/** One option of a location list, whatever the level (country, department, city). */
export interface Lugar {
  id: number;
  nombre: string;
}
