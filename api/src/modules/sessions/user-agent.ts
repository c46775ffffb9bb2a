import Bowser from 'bowser';

export interface ClientDescription {
  /** 'Chrome 120'; null when the text names no browser bowser knows. */
  browser: string | null;
  /** 'Windows 10', 'macOS Catalina', 'Android 14', 'iOS 17.1', 'Linux'; null when it names none. */
  system: string | null;
}

function joined(name: string | undefined, version: string | undefined): string | null {
  if (!name) return null;
  return version ? `${name} ${version}` : name;
}

/** The browser and system a User-Agent names, as a person reads them (the browser's major version only). */
export function describeUserAgent(userAgent: string | null | undefined): ClientDescription {
  // bowser throws on an empty text.
  if (!userAgent?.trim()) return { browser: null, system: null };
  const { browser, os } = Bowser.parse(userAgent);
  return {
    browser: joined(browser.name, browser.version?.split('.')[0]),
    system: joined(os.name, os.versionName ?? os.version),
  };
}
