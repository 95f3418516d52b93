import type { MRT_Localization } from 'material-react-table';
import { MRT_Localization_ES } from 'material-react-table/locales/es';
import { MRT_Localization_EN } from 'material-react-table/locales/en';
import { MRT_Localization_ZH_HANS } from 'material-react-table/locales/zh-Hans';
import { MRT_Localization_FR } from 'material-react-table/locales/fr';
import { MRT_Localization_IT } from 'material-react-table/locales/it';
import { MRT_Localization_AR } from 'material-react-table/locales/ar';
import type { Idioma } from '../../i18n/idiomas';

/** The table library's own texts (sorting, paging, filters) in each language we offer. */
export const LOCALIZACION_TABLA: Record<Idioma, MRT_Localization> = {
  es: MRT_Localization_ES,
  en: MRT_Localization_EN,
  zh: MRT_Localization_ZH_HANS,
  fr: MRT_Localization_FR,
  it: MRT_Localization_IT,
  ar: MRT_Localization_AR,
};

/** jsPDF's built-in fonts cover Latin scripts only; Chinese and Arabic exports keep Spanish titles. */
export function idiomaPdf(idioma: Idioma): Idioma {
  return idioma === 'zh' || idioma === 'ar' ? 'es' : idioma;
}
