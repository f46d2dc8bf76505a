#!/usr/bin/env bash
# Builds soupchef's libFuzzer targets and runs them.
#
#   Tests/Fuzz/fuzz.sh build                 build every target into .build/fuzz/
#   Tests/Fuzz/fuzz.sh run <target> [secs]   run one target (default 600 s), corpus in .build/fuzz/corpus/<target>
#   Tests/Fuzz/fuzz.sh all [secs]            build, then run every target one after another
#   Tests/Fuzz/fuzz.sh regressions           replay every input that once crashed (Tests/Fuzz/regressions/)
#
# Targets: arguments, soup-names, menu-json, dates, intent-definition, app-intents-metadata, phrases, stored-values, histories. Not part of `swift test`
# or CI: the library sources are compiled here with swiftc -sanitize=fuzzer, outside SwiftPM, so that coverage
# instrumentation reaches them. A crash leaves its input in .build/fuzz/crashes/<target>/.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
out=$root/.build/fuzz
targets=(arguments soup-names menu-json dates intent-definition app-intents-metadata phrases stored-values histories)

build() {
    mkdir -p "$out/modules"
    local flags=(-sanitize=fuzzer,address -parse-as-library -enable-testing -swift-version 6 -O -g
                 -I "$out/modules" -I "$root/Sources/CSQLite")
    local module
    # SoupKit's shipped files, as SwiftPM's embedInCode rule writes them (Package.swift).
    local resources=$out/SoupKit-resources.swift file
    {
        echo "struct PackageResources {"
        for file in Sources/SoupKit/Shipped/*; do
            printf 'static let %s: [UInt8] = [' "$(basename "$file" | tr '.-' '__')"
            od -An -v -tu1 "$file" | tr -s ' \n' ',' | sed 's/^,//; s/,$//'
            echo "]"
        done
        echo "}"
    } >"$resources"
    # The shipped definitions as the CompileDefinitions plugin compiles them at build time (Package.swift).
    local compiled=$out/IntentsCompiledDefinitions.swift
    swift build --product definition-compiler >&2
    "$(swift build --show-bin-path)/definition-compiler" Sources/SoupKit/Shipped/Intents.intentdefinition "$compiled"
    # In the order of their dependencies (Package.swift): SQLiteStore uses TextMatching.
    for module in TextMatching SQLiteStore Dates Scenarios SiriSystem ModelEvaluation SoupKit SoupChefViews SoupChefCLI; do
        echo "compiling $module" >&2
        local extra=()
        [ "$module" = SoupKit ] && extra=("$resources" "$compiled")
        # shellcheck disable=SC2046
        swiftc "${flags[@]}" -module-name "$module" -emit-module -emit-module-path "$out/modules/$module.swiftmodule" \
            -wmo -c $(find "Sources/$module" -name '*.swift' | sort) "${extra[@]}" -o "$out/modules/$module.o"
    done
    for target in "${targets[@]}"; do
        echo "linking fuzz-$target" >&2
        swiftc "${flags[@]}" -module-name "Fuzz_${target//-/_}" "Tests/Fuzz/$target.swift" \
            "$out"/modules/*.o -lsqlite3 -o "$out/fuzz-$target" 2>&1 | { grep -v "Cannot export local symbol" >&2 || true; }
    done
}

run() {
    local target=$1 seconds=${2:-600}
    mkdir -p "$out/corpus/$target" "$out/crashes/$target"
    # Foundation's readers leak a CFError (about 200 bytes) on every malformed property list or JSON;
    # that is Foundation's, not soupchef's, so leak detection is off for the targets that reach them.
    local leaks=1
    [ "$target" = intent-definition ] || [ "$target" = app-intents-metadata ] || [ "$target" = stored-values ] && leaks=0
    # Seed inputs live next to the sources (and, for the App Intents metadata, the real apps' files
    # of Tests/Fixtures/RealAppIntents); the growing corpus stays in .build.
    local seeds=("Tests/Fuzz/seeds/$target")
    [ "$target" = app-intents-metadata ] && seeds+=(Tests/Fixtures/RealAppIntents/*/)
    # One static allocation LeakSanitizer cannot see as held is suppressed (Tests/Fuzz/lsan.supp says why).
    ASAN_OPTIONS="detect_leaks=$leaks" LSAN_OPTIONS="suppressions=$root/Tests/Fuzz/lsan.supp" \
    "$out/fuzz-$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -detect_leaks="$leaks" \
        -artifact_prefix="$out/crashes/$target/" "$out/corpus/$target" "${seeds[@]}"
}

regressions() {
    local target file
    for target in "${targets[@]}"; do
        for file in Tests/Fuzz/regressions/"$target"/*; do
            [ -e "$file" ] || continue
            "$out/fuzz-$target" "$file" >/dev/null 2>&1 || { echo "fuzz-$target crashes on $file" >&2; return 1; }
            echo "fuzz-$target: $file ok"
        done
    done
}

case "${1:-all}" in
    build) build ;;
    run) run "$2" "${3:-600}" ;;
    regressions) regressions ;;
    all) build; for t in "${targets[@]}"; do run "$t" "${2:-600}"; done ;;
    *) echo "usage: $0 build | run <target> [seconds] | all [seconds] | regressions" >&2; exit 64 ;;
esac
