/** The stops of the shell's guided tour; each points at an element marked data-tour="<objetivo>". */
export const PASOS_TOUR = ['menu', 'logo', 'migas', 'idioma', 'personalizar', 'ayuda'] as const;
export type PasoTour = (typeof PASOS_TOUR)[number];
