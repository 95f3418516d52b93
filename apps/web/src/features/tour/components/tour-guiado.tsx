import { useCallback, useEffect, useImperativeHandle, useLayoutEffect, useState, type Ref } from 'react';
import { Box, Button, Paper, Popper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TIEMPOS } from '@eds/contracts/constantes';
import { PASOS_TOUR, type PasoTour } from '../lib/pasos';

/** Lets the help button run the tour again. */
export interface ControlTour {
  iniciar: () => void;
}

interface Props {
  /** Start on its own after 1 second (first visit). */
  automatico: boolean;
  onTerminar: () => void;
  ref?: Ref<ControlTour>;
}

const objetivo = (paso: PasoTour) => document.querySelector<HTMLElement>(`[data-tour="${paso}"]`);

/** A short guided tour of the shell: a spotlight on each part with a card that explains it. */
export function TourGuiado({ automatico, onTerminar, ref }: Props) {
  const { t } = useTranslation();
  const [pasos, setPasos] = useState<PasoTour[]>([]);
  const [indice, setIndice] = useState(-1);
  const [rect, setRect] = useState<DOMRect | null>(null);

  const iniciar = useCallback(() => {
    // Only the stops present on this screen and layout.
    const presentes = PASOS_TOUR.filter((p) => objetivo(p) !== null);
    setPasos(presentes);
    setIndice(presentes.length > 0 ? 0 : -1);
  }, []);

  useEffect(() => {
    if (!automatico) return;
    const temporizador = window.setTimeout(iniciar, TIEMPOS.inicioTourMs);
    return () => window.clearTimeout(temporizador);
  }, [automatico, iniciar]);

  useImperativeHandle(ref, () => ({ iniciar }), [iniciar]);

  const paso = indice >= 0 ? pasos[indice] : undefined;
  const elemento = paso ? objetivo(paso) : null;

  useLayoutEffect(() => {
    if (!elemento) return;
    const medir = () => setRect(elemento.getBoundingClientRect());
    elemento.scrollIntoView({ block: 'nearest' });
    medir();
    window.addEventListener('resize', medir);
    window.addEventListener('scroll', medir, true);
    return () => {
      window.removeEventListener('resize', medir);
      window.removeEventListener('scroll', medir, true);
    };
  }, [elemento]);

  const terminar = () => {
    setIndice(-1);
    onTerminar();
  };

  if (!paso || !elemento || !rect) return null;
  const ultimo = indice === pasos.length - 1;

  return (
    <>
      <Box
        aria-hidden
        // Viewport coordinates are physical: an inline style keeps the RTL style plugin from flipping them.
        style={{ top: rect.top - 6, left: rect.left - 6, width: rect.width + 12, height: rect.height + 12 }}
        sx={{
          position: 'fixed',
          borderRadius: 2,
          boxShadow: '0 0 0 9999px rgba(10, 12, 30, 0.55)',
          zIndex: (tema) => tema.zIndex.modal + 1,
          pointerEvents: 'none',
          transition: 'all 200ms ease',
        }}
      />
      <Popper
        open
        anchorEl={elemento}
        placement="bottom"
        sx={{ zIndex: (tema) => tema.zIndex.modal + 2 }}
        modifiers={[{ name: 'offset', options: { offset: [0, 14] } }]}
      >
        <Paper role="dialog" aria-labelledby="tour-titulo" aria-describedby="tour-texto" elevation={8} sx={{ p: 2.5, maxInlineSize: 340 }}>
          <Typography variant="overline" color="text.secondary">
            {t('tour.paso', { actual: indice + 1, total: pasos.length })}
          </Typography>
          <Typography id="tour-titulo" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {t(`tour.pasos.${paso}.titulo`)}
          </Typography>
          <Typography id="tour-texto" variant="body2" sx={{ mt: 0.5 }}>
            {t(`tour.pasos.${paso}.texto`)}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, mt: 2, justifyContent: 'flex-end' }}>
            <Button size="small" onClick={terminar} sx={{ marginInlineEnd: 'auto' }}>
              {t('tour.omitir')}
            </Button>
            {indice > 0 ? (
              <Button size="small" onClick={() => setIndice(indice - 1)}>
                {t('tour.anterior')}
              </Button>
            ) : null}
            <Button size="small" variant="contained" onClick={() => (ultimo ? terminar() : setIndice(indice + 1))}>
              {ultimo ? t('tour.terminar') : t('tour.siguiente')}
            </Button>
          </Box>
        </Paper>
      </Popper>
    </>
  );
}
