export declare const chromiumCandidates: string[];
export declare const chromiumArgs: string[];
