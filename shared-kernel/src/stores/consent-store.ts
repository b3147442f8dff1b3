import { makeAutoObservable } from 'mobx';
import { consentService, OPTIONAL_SERVICE_NAMES } from '../consent/consent-services';
import type { ConsentChoice } from '../consent/consent-cookie';

export interface ConsentSnapshot {
  /** null: the visitor has not chosen yet. */
  choice: ConsentChoice | null;
}

/**
 * The visitor's cookie consent (spec §9). The server starts it from the consent cookie, so what it
 * renders (banner or not, embeds blocked or not) matches what the browser will show.
 */
export class ConsentStore {
  choice: ConsentChoice | null = null;
  /** The dialog with the categories is open. */
  dialogOpen = false;

  constructor(snapshot?: Partial<ConsentSnapshot>) {
    const allowed = snapshot?.choice?.allowed;
    if (Array.isArray(allowed)) {
      this.choice = {
        allowed: allowed.filter((name) => OPTIONAL_SERVICE_NAMES.includes(name)),
      };
    }
    makeAutoObservable(this);
  }

  get decided(): boolean {
    return this.choice !== null;
  }

  /** Required services always; optional ones only once allowed. Unknown services never. */
  allows(name: string): boolean {
    const service = consentService(name);
    if (!service) return false;
    if (service.required) return true;
    return this.choice?.allowed.includes(name) ?? false;
  }

  setAllowed(names: string[]) {
    this.choice = { allowed: names.filter((name) => OPTIONAL_SERVICE_NAMES.includes(name)) };
    this.dialogOpen = false;
  }

  /** Adds services to what is allowed (for instance one embed the visitor chose to load). */
  allow(...names: string[]) {
    this.setAllowed([...(this.choice?.allowed ?? []), ...names]);
  }

  acceptAll() {
    this.setAllowed([...OPTIONAL_SERVICE_NAMES]);
  }

  rejectAll() {
    this.setAllowed([]);
  }

  openDialog(open = true) {
    this.dialogOpen = open;
  }

  snapshot(): ConsentSnapshot {
    return { choice: this.choice ? { allowed: [...this.choice.allowed] } : null };
  }
}
