import { useTranslate } from 'react-admin';
import type { ChatMessage } from '../../../contract/chat';
import { chatTime } from '../../common/dateTime';
import { StoredImageDialog } from '../../common/StoredImageDialog';

/** A click on an image message: the image large, with who sent it and when. */
export const ImagePreviewDialog = ({ message, onClose }: { message: ChatMessage | null; onClose: () => void }) => {
  const translate = useTranslate();
  const sender = message?.senderName ?? '';
  return (
    <StoredImageDialog
      imageUrl={message?.imageUrl}
      title={translate('patrol.chat.preview.title', { sender })}
      subtitle={message ? chatTime(message.createdAt) : undefined}
      alt={translate('patrol.chat.image', { sender })}
      unavailable="patrol.chat.imageUnavailable"
      onClose={onClose}
    />
  );
};
