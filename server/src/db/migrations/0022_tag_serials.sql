-- Tag serials are stored in one form (contract/tagSerial.ts's normalTagSerial): hex byte pairs, with or without ':',
-- '-' or white space between them, become capital pairs joined by ':' (`04a25e21b20001` and `04-A2-5E…` become
-- `04:A2:5E:21:B2:00:01`); any other serial is only trimmed. The server looks every serial up in that form, so the rows
-- written before are put in it here. Two live tags of one site (allocated or not) that would become one serial are a
-- clash: they are never merged, but left as they were and reported (a WARNING naming the site, the tags' ids and their
-- serials; the server's start logs them again while they are there). docs/operations.md#upgrades says what to do.
CREATE OR REPLACE FUNCTION normal_tag_serial(serial text) RETURNS text AS $$
  SELECT CASE
    WHEN trimmed ~* '^[0-9a-f]{2}([-:[:space:]]?[0-9a-f]{2})*$'
      THEN rtrim(regexp_replace(upper(regexp_replace(trimmed, '[-:[:space:]]', '', 'g')), '(..)', '\1:', 'g'), ':')
    ELSE trimmed
  END
  FROM (SELECT regexp_replace(serial, '^[[:space:]]+|[[:space:]]+$', '', 'g') AS trimmed) AS t;
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
DO $$
DECLARE
  clash record;
BEGIN
  FOR clash IN
    SELECT site_id, normal_tag_serial(serial_number) AS serial,
      string_agg(format('%s (%L)', id, serial_number), ', ' ORDER BY id) AS tags
    FROM route_tags
    WHERE removed_at IS NULL
    GROUP BY site_id, normal_tag_serial(serial_number)
    HAVING count(*) > 1
    ORDER BY site_id, serial
  LOOP
    RAISE WARNING 'tag serials: site % has tags % that are all serial %; left as they were, not merged (see docs/operations.md, upgrades)',
      clash.site_id, clash.tags, clash.serial;
  END LOOP;
  -- A removed tag is under no uniqueness (its serial may be added again): it always takes the stored form. An unknown
  -- serial's row (not allocated) is named by its serial: its name takes the form too.
  UPDATE route_tags AS t SET serial_number = normal_tag_serial(t.serial_number),
    name = CASE WHEN NOT t.allocated AND t.name = t.serial_number THEN normal_tag_serial(t.name) ELSE t.name END
  WHERE t.serial_number <> normal_tag_serial(t.serial_number)
    AND (t.removed_at IS NOT NULL OR NOT EXISTS (
      SELECT 1 FROM route_tags AS o
      WHERE o.id <> t.id AND o.site_id = t.site_id AND o.removed_at IS NULL
        AND normal_tag_serial(o.serial_number) = normal_tag_serial(t.serial_number)));
  UPDATE tag_enrollments SET serial_number = normal_tag_serial(serial_number)
  WHERE serial_number <> normal_tag_serial(serial_number);
END $$;
