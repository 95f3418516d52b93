/** 'YYYY-MM-DD' → 'DD/MM/YYYY' (the spec's date display). */
export const fechaCorta = (fecha: string) => fecha.split('-').reverse().join('/');
