import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { ChatMessage } from '../../../contract/chat';
import { chatTime } from '../../common/dateTime';
import { ChatImage } from './ChatImage';

interface BubbleProps {
  own: boolean;
  sender: string;
  time: string;
  faded?: boolean;
  /** An image message: a narrow frame around it. */
  framed?: boolean;
  children: ReactNode;
}

/** One line of the chat: sender and time above the message; the user's own on the right, in the primary colour. */
export const Bubble = ({ own, sender, time, faded, framed, children }: BubbleProps) => (
  <Box
    component="li"
    sx={{
      alignSelf: own ? 'flex-end' : 'flex-start',
      maxWidth: '75%',
      opacity: faded ? 0.7 : 1,
      display: 'flex',
      flexDirection: 'column',
      alignItems: own ? 'flex-end' : 'flex-start',
    }}
  >
    <Typography variant="caption" color="text.secondary" sx={{ px: 0.5 }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {sender}
      </Box>
      {` · ${time}`}
    </Typography>
    <Box
      sx={{
        px: framed ? 0.5 : 1.5,
        py: framed ? 0.5 : 1,
        borderRadius: 2,
        bgcolor: own ? 'primary.main' : 'action.hover',
        color: own ? 'primary.contrastText' : 'text.primary',
      }}
    >
      {children}
    </Box>
  </Box>
);

export const MessageText = ({ text }: { text: string }) => (
  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
    {text}
  </Typography>
);

interface MessageItemProps {
  message: ChatMessage;
  own: boolean;
  onOpenImage: (message: ChatMessage) => void;
}

/** A stored message: its image (a thumbnail) and its text. */
export const MessageItem = ({ message, own, onOpenImage }: MessageItemProps) => (
  <Bubble own={own} sender={message.senderName} time={chatTime(message.createdAt)} framed={Boolean(message.imageUrl)}>
    {message.imageUrl && (
      <ChatImage imageUrl={message.imageUrl} sender={message.senderName} onOpen={() => onOpenImage(message)} />
    )}
    {message.message !== '' && (
      <Box sx={message.imageUrl ? { px: 1, py: 0.5 } : undefined}>
        <MessageText text={message.message} />
      </Box>
    )}
  </Bubble>
);
