/** A titled part of the report; the title never stays alone at the foot of a page. */
import { Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { styles } from './theme';

export function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <View>
      {/* The space above the title, as a view of its own: a title that is not its section's first child may move to the next page. */}
      <View style={styles.sectionSpace} />
      <Text style={styles.sectionTitle} minPresenceAhead={56}>
        {title}
      </Text>
      {children}
      {note ? <Text style={styles.note}>{note}</Text> : null}
    </View>
  );
}

/** What a section shows when it has no lines. */
export const Empty = ({ text }: { text: string }) => <Text style={styles.empty}>{text}</Text>;
