import { Document, Page, Path, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import { QR_CODE } from '../../../contract/constants';

export interface EmployeeInfoLabels {
  title: string;
  name: string;
  surname: string;
  emailAddress: string;
  contactNumber: string;
  site: string;
  qrCode: string;
}

export interface EmployeeInfo {
  name: string;
  surname: string;
  emailAddress: string;
  contactNumber: string;
  site: string;
  /** The employee's QR code (qrPath). */
  qrCode: { size: number; d: string };
}

const styles = StyleSheet.create({
  page: { padding: 40, fontSize: 12, fontFamily: 'Helvetica' },
  title: { fontSize: 18, marginBottom: 20 },
  body: { flexDirection: 'row', justifyContent: 'space-between', gap: 24 },
  fields: { flexGrow: 1, flexShrink: 1 },
  row: { flexDirection: 'row', marginBottom: 8 },
  label: { width: 140, color: '#555555' },
  value: { flexShrink: 1 },
  qr: { alignItems: 'center' },
  qrCaption: { marginTop: 6, fontSize: 10, color: '#555555' },
});

const FIELDS = ['name', 'surname', 'emailAddress', 'contactNumber', 'site'] as const;

/** The employee info PDF: name, surname, email, phone and site (spec part 1 §2), and the QR code shown on screen. */
export const EmployeeInfoPdf = ({ employee, labels }: { employee: EmployeeInfo; labels: EmployeeInfoLabels }) => (
  <Document title={`${labels.title} - ${employee.name} ${employee.surname}`}>
    <Page size="A4" style={styles.page}>
      <Text style={styles.title}>{labels.title}</Text>
      <View style={styles.body}>
        <View style={styles.fields}>
          {FIELDS.map((field) => (
            <View key={field} style={styles.row}>
              <Text style={styles.label}>{labels[field]}</Text>
              <Text style={styles.value}>{employee[field]}</Text>
            </View>
          ))}
        </View>
        <View style={styles.qr}>
          <Svg
            width={QR_CODE.width}
            height={QR_CODE.width}
            viewBox={`0 0 ${employee.qrCode.size} ${employee.qrCode.size}`}
          >
            <Path d={employee.qrCode.d} fill="#000000" />
          </Svg>
          <Text style={styles.qrCaption}>{labels.qrCode}</Text>
        </View>
      </View>
    </Page>
  </Document>
);
