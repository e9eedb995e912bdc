/** The id of the running build, compared with builds/latest.json to offer a reload. */
declare const __BUILD_ID__: string;
