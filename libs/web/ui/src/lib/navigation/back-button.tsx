import { useLocation, useNavigate } from 'react-router-dom';
import { ArrowLeftIcon } from '../icons/arrow-left-icon';
import { IconButton } from './icon-button';

export type BackButtonProps = { fallbackPath: string };

/** 'Voltar': one step back in the history, or `fallbackPath` when the app was opened here. */
export const BackButton = ({ fallbackPath }: BackButtonProps) => {
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(fallbackPath);
  };
  return (
    <IconButton label="Voltar" onClick={goBack}>
      <ArrowLeftIcon />
    </IconButton>
  );
};
