import { useState } from 'react';
import { IconButton, InputAdornment } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import { CampoTexto, type PropsCampoTexto } from './campo-texto';

interface Props<V extends FieldValues> extends Omit<PropsCampoTexto<V>, 'tipo' | 'fin' | 'mayusculas'> {
  /** Shown in clear text by a control outside the field (a 'Mostrar contraseña' switch for several fields). */
  visible?: boolean;
}

/** A password field; without `visible` it carries its own show/hide button. */
export function CampoClave<V extends FieldValues>({ visible, ...props }: Props<V>) {
  const { t } = useTranslation();
  const [ver, setVer] = useState(false);
  const propio = visible === undefined;
  const claro = propio ? ver : visible;
  return (
    <CampoTexto
      {...props}
      tipo={claro ? 'text' : 'password'}
      fin={
        propio ? (
          <InputAdornment position="end">
            <IconButton onClick={() => setVer((v) => !v)} edge="end" aria-label={ver ? t('comun.ocultarClave') : t('comun.mostrarClave')}>
              {ver ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        ) : undefined
      }
    />
  );
}
