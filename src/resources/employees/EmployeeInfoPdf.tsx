import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';

export interface EmployeeInfoLabels {
  title: string;
  name: string;
  surname: string;
  emailAddress: string;
  contactNumber: string;
  site: string;
}

export interface EmployeeInfo {
  name: string;
  surname: string;
  emailAddress: string;
  contactNumber: string;
  site: string;
}

const styles = StyleSheet.create({
  page: { padding: 40, fontSize: 12, fontFamily: 'Helvetica' },
  title: { fontSize: 18, marginBottom: 20 },
  row: { flexDirection: 'row', marginBottom: 8 },
  label: { width: 140, color: '#555555' },
});

const FIELDS = ['name', 'surname', 'emailAddress', 'contactNumber', 'site'] as const;

/** The employee info PDF: name, surname, email, phone and site (spec part 1 §2). */
export const EmployeeInfoPdf = ({ employee, labels }: { employee: EmployeeInfo; labels: EmployeeInfoLabels }) => (
  <Document title={`${labels.title} - ${employee.name} ${employee.surname}`}>
    <Page size="A4" style={styles.page}>
      <Text style={styles.title}>{labels.title}</Text>
      {FIELDS.map((field) => (
        <View key={field} style={styles.row}>
          <Text style={styles.label}>{labels[field]}</Text>
          <Text>{employee[field]}</Text>
        </View>
      ))}
    </Page>
  </Document>
);
