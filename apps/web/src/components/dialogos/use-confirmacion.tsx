import { useCallback, useState, type ReactNode } from 'react';
import { ConfirmarDialog } from './confirmar-dialog';

interface Pregunta {
  titulo: string;
  texto?: string;
  resolver: (aceptada: boolean) => void;
}

/**
 * A yes/no question as a promise: `if (await confirmar('¿Está seguro...?')) ...`. Render `dialogo` once
 * in the component that asks.
 */
export function useConfirmacion(): { confirmar: (titulo: string, texto?: string) => Promise<boolean>; dialogo: ReactNode } {
  const [pregunta, setPregunta] = useState<Pregunta | null>(null);
  const confirmar = useCallback(
    (titulo: string, texto?: string) => new Promise<boolean>((resolver) => setPregunta({ titulo, texto, resolver })),
    [],
  );
  const responder = (aceptada: boolean) => {
    pregunta?.resolver(aceptada);
    setPregunta(null);
  };
  const dialogo = (
    <ConfirmarDialog
      abierto={pregunta !== null}
      titulo={pregunta?.titulo ?? ''}
      texto={pregunta?.texto}
      onAceptar={() => responder(true)}
      onCancelar={() => responder(false)}
    />
  );
  return { confirmar, dialogo };
}
