import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useTranslate } from 'react-admin';

interface QuestionDialogProps {
  open: boolean;
  /** The question: an i18n key or a contract message. */
  question: string;
  yesLabel: string;
  noLabel: string;
  onYes: () => void;
  onNo: () => void;
}

/** A yes/no question the user must answer before the page goes on. */
export const QuestionDialog = ({ open, question, yesLabel, noLabel, onYes, onNo }: QuestionDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onNo} aria-describedby="question-dialog-text">
      <DialogContent>
        <DialogContentText id="question-dialog-text">{translate(question, { _: question })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onNo}>{translate(noLabel)}</Button>
        <Button variant="contained" onClick={onYes} autoFocus>
          {translate(yesLabel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
