/**
 * One guard with one handset at one site: clocks in with a photo, walks the site's planned patrols
 * (mostly on time, some late, early or skipped), reports its location and battery, writes to the control
 * room (once with a photo) and answers what it writes, and now and then scans an unknown tag, asks to be
 * called, presses panic or asks for a new tag to be enrolled; clocks out when the simulation stops. Like a real handset it keeps every event (with its
 * eventGuid and time) until the server has answered it, so an outage delays events but loses none.
 */
import { randomUUID } from 'node:crypto';
import { MAX_BATCH } from '../../contract/handset';
import { picture } from '../../server/src/db/demo/picture';
import { type Api, SlowDown, Unreachable } from './api';
import { GUARD_LINES, PHOTO_LINE, REPLY_LINE, SiteChat } from './chat';
import { offSiteAt, offSitePoint, onSitePoint, type SiteBoundary } from './offSite';

export interface PlanLine {
  schedulePlanId: number;
  routeName: string;
  name: string;
  tagId: number;
  estimatedScanEpoch: number;
}
export interface Tag {
  id: number;
  serialNumber: string;
  latitude: number | null;
  longitude: number | null;
}
export interface Role {
  /** This handset's battery runs down. */
  drains: boolean;
  /** This handset goes silent after a while. */
  fallsSilent: boolean;
  /** This handset presses panic and asks to be called. */
  raisesAlarms: boolean;
  /** This handset walks outside its site's boundary a minute in every ten (its site has a boundary). */
  wanders: boolean;
  /** This guard sends the control room a photo and asks for a new tag to be enrolled. */
  reportsFindings: boolean;
  /** This guard works a double shift: clocks out and straight back in early on. */
  doubleShift: boolean;
}

type Plan = { at: number; kind: string };
/** An event kept until answered (its eventGuid and time fixed, so a retry is the same event), with what to log then. */
type Kept = { event: Record<string, unknown>; what: string; quiet: boolean };
const random = (min: number, max: number) => min + Math.random() * (max - min);

export class Handset {
  private planned = new Map<string, Plan>();
  private battery = 85;
  private ticks = 0;
  private silent = false;
  private outside = false;
  private kept: Kept[] = [];
  private retryAt = 0;
  private readonly chat: SiteChat;

  constructor(
    readonly api: Api,
    readonly label: string,
    readonly site: { id: number; name: string; latitude: number; longitude: number } & SiteBoundary,
    readonly tags: Tag[],
    readonly role: Role,
    readonly log: (line: string) => void,
    readonly guardId: number,
  ) {
    if (role.drains) this.battery = 24;
    this.chat = new SiteChat(api, () => guardId);
  }

  private say(what: string) {
    this.log(`${this.label.padEnd(44)} ${what}`);
  }

  /** Keeps events, stamped now, until the next flush answers them; routine ones (`quiet`) are logged only when refused. */
  private send(events: Record<string, unknown>[], what: string, quiet = false) {
    const sentAt = Math.floor(Date.now() / 1000);
    for (const event of events) this.kept.push({ event: { eventGuid: randomUUID(), sentAt, ...event }, what, quiet });
  }

  /** Sends the kept events; while the server is unreachable (or asks to wait) they stay kept. */
  async flush() {
    const link = this.api.link;
    while (this.kept.length && link.ready() && Date.now() >= this.retryAt) {
      const batch = this.kept.slice(0, MAX_BATCH);
      let results: Awaited<ReturnType<Api['send']>>;
      try {
        results = await this.api.send(batch.map((kept) => kept.event));
      } catch (error) {
        if (error instanceof Unreachable) {
          link.down(error.message);
        } else if (error instanceof SlowDown) {
          this.retryAt = Date.now() + error.retryAfterSeconds * 1000;
          this.say(`asked to slow down: ${batch.length} events kept for ${error.retryAfterSeconds} s`);
        } else {
          // Refused as a whole (not registered, not a guard of the site…): sending them again would not help.
          this.kept.splice(0, batch.length);
          this.say(`${batch.length} events refused: ${(error as Error).message}`);
        }
        return;
      }
      this.kept.splice(0, batch.length);
      for (const [i, { what, quiet }] of batch.entries()) {
        const result = results[i];
        if (result?.status === 'rejected') this.say(`${what} — rejected: ${result.message}`);
        else if (!quiet) this.say(what);
      }
    }
  }

  /** A photo taken on the handset and uploaded; null (and said) when the upload fails. */
  private async photo(seed: number): Promise<string | null> {
    try {
      return await this.api.photo(picture(this.site.id * 10 + seed), `IMG_${this.site.id}_${seed}.png`);
    } catch (error) {
      this.say(`photo not uploaded: ${(error as Error).message}`);
      return null;
    }
  }

  private async clockIn(what: string) {
    this.send([{ type: 'attendance', clockType: 'clockIn', imageUrl: await this.photo(1) }], what);
  }

  async clockOut() {
    if (this.silent) return;
    this.send([{ type: 'attendance', clockType: 'clockOut' }], 'clocked out');
    await this.flush();
  }

  async start() {
    await this.chat.fromControlRoom(); // marks where the chat stands
    await this.clockIn('clocked in (with a photo)');
    this.send([{ type: 'deviceStatus', batteryStatus: this.battery, isCharging: false }], `battery ${this.battery}%`);
    await this.flush();
  }

  /** One step of simulated life; `seconds` since the start, already scaled by speed. */
  async tick(lines: PlanLine[], seconds: number) {
    if (this.silent) return;
    this.ticks++;
    this.patrol(lines);
    if (this.ticks % 6 === 0) this.location(seconds);
    if (this.ticks % 12 === 0) this.batteryStep();
    if (this.role.raisesAlarms) this.alarms(seconds);
    await this.talk(seconds);
    await this.flush();
    if (this.role.fallsSilent && seconds > 300) {
      this.silent = true;
      this.say('goes silent (switched off): it will be reported offline');
    }
  }

  /** Each plan line gets a fate once: on time, late, early or skipped; due scans are sent. */
  private patrol(lines: PlanLine[]) {
    const now = Date.now() / 1000;
    for (const line of lines) {
      const key = `${line.schedulePlanId}:${line.tagId}`;
      if (!this.planned.has(key)) {
        const roll = Math.random();
        const est = line.estimatedScanEpoch;
        const plan: Plan =
          roll < 0.7
            ? { at: est + random(-90, 90), kind: 'on time' }
            : roll < 0.82
              ? { at: est + random(480, 720), kind: 'late' }
              : roll < 0.87 && est - 480 > now
                ? { at: est - 480, kind: 'early' }
                : { at: Number.POSITIVE_INFINITY, kind: 'skipped' };
        this.planned.set(key, plan);
        if (plan.kind === 'skipped' && est < now + 3600) this.say(`will skip ${line.name} (${line.routeName})`);
      }
      const plan = this.planned.get(key) as Plan;
      if (plan.at <= now) {
        plan.at = Number.POSITIVE_INFINITY;
        const tag = this.tags.find((t) => t.id === line.tagId);
        if (!tag) continue;
        this.send(
          [{ type: 'nfcTagScan', serialNumber: tag.serialNumber, latitude: tag.latitude, longitude: tag.longitude }],
          `scanned ${line.name} (${line.routeName}, ${plan.kind})`,
        );
      }
    }
  }

  /** Somewhere on site; for a wandering guard, a minute in every ten beyond the boundary, then back inside. */
  private location(seconds: number) {
    const away = this.role.wanders && offSiteAt(seconds) ? offSitePoint(this.site) : null;
    const { latitude, longitude } = away ?? onSitePoint(this.site, 0.0006);
    const what = away
      ? this.outside
        ? 'still outside the site boundary'
        : 'walked outside the site boundary'
      : this.outside
        ? 'walked back inside the site boundary'
        : 'location';
    this.outside = away !== null;
    this.send([{ type: 'deviceLocation', latitude, longitude }], what);
  }

  private batteryStep() {
    this.battery = Math.max(1, this.battery - (this.role.drains ? 3 : 1));
    this.send([{ type: 'deviceStatus', batteryStatus: this.battery, isCharging: false }], `battery ${this.battery}%`);
  }

  private done = new Set<string>();
  private once(name: string, due: boolean, events: Record<string, unknown>[], what: string) {
    if (!due || this.done.has(name)) return;
    this.done.add(name);
    this.send(events, what);
  }

  /** Writes now and then, answers the control room, and (one guard) reports a finding and a new tag. */
  private async talk(seconds: number) {
    if (this.ticks % 2 === 0) {
      for (const message of await this.chat.fromControlRoom()) {
        this.send([{ type: 'chatMessage', message: REPLY_LINE }], `answered ${message.senderName}`);
      }
    }
    const line = GUARD_LINES[(this.ticks + this.site.id) % GUARD_LINES.length];
    this.once('hello', seconds > 10 + (this.site.id % 4) * 5, [{ type: 'chatMessage', message: line }], 'wrote');
    if (this.ticks % 90 === 45) this.send([{ type: 'chatMessage', message: line }], 'wrote to the control room');
    if (this.role.reportsFindings && seconds > 35 && !this.done.has('finding')) {
      this.done.add('finding');
      const imageUrl = await this.photo(2);
      this.send([{ type: 'chatMessage', message: PHOTO_LINE, imageUrl }], 'sent a photo to the control room');
    }
    if (this.role.reportsFindings) {
      const serialNumber = `04:EE:${this.site.id.toString(16).toUpperCase().padStart(2, '0')}:${Date.now().toString(16).slice(-6, -4).toUpperCase()}:00:00:01`;
      const where = { latitude: this.site.latitude + 0.0003, longitude: this.site.longitude - 0.0002 };
      this.once(
        'enrol',
        seconds > 25,
        [{ type: 'tagEnrollment', name: 'Gate 3', serialNumber, ...where }],
        'asked to enrol tag Gate 3',
      );
    }
    if (this.role.doubleShift && seconds > 50 && !this.done.has('double')) {
      this.done.add('double');
      this.send([{ type: 'attendance', clockType: 'clockOut' }], 'clocked out (end of the first shift)');
      await this.clockIn('clocked in again (double shift)');
    }
  }

  private alarms(seconds: number) {
    this.once('callMe', seconds > 20, [{ type: 'pleaseCallMe' }], 'asked to be called');
    this.once(
      'unknownTag',
      seconds > 30,
      [
        {
          type: 'nfcTagScan',
          serialNumber: `04:AA:${Math.floor(random(16, 255)).toString(16).toUpperCase()}:00:00:00:01`,
        },
      ],
      'scanned an unknown tag',
    );
    this.once('panic', seconds > 45, [{ type: 'panic' }], 'PRESSED PANIC (no location)');
    this.once(
      'panicLocated',
      seconds > 600,
      [{ type: 'panic', latitude: this.site.latitude, longitude: this.site.longitude }],
      'PRESSED PANIC at the gate',
    );
  }
}
