#if os(Linux)
  /// The methods an optimised build inlined into others, read from the image's debug
  /// information (DWARF's inlined subroutines), as the toolchain's backtracer reads them: a
  /// release build inlines a small method into its caller, and the rules still need to see it
  /// on the call stack.
  ///
  /// What is kept is one entry of 32 bytes per inlined range, and the names stay in the
  /// mapped file until a frame needs one. A unit of debug information that cannot be read
  /// adds what it gave before the fault, as the backtracer's does, and nothing is trapped.
  struct InlineCallSites {
    /// One range of code that was inlined, and where to read the inlined method's name.
    private struct Site {
      var low: UInt64
      var high: UInt64
      var depth: Int
      /// The name's offset in the file, or -1: no name ("<unknown>").
      var name: Int
    }

    private let file: MappedFile
    private let sites: [Site]

    init(file: MappedFile, sections: ElfSections) {
      self.file = file
      guard let info = sections[".debug_info"], let abbreviations = sections[".debug_abbrev"] else {
        sites = []
        return
      }
      var reader = DwarfUnits(
        file: file, info: info, abbreviations: abbreviations, strings: sections[".debug_str"],
        lineStrings: sections[".debug_line_str"], ranges: sections[".debug_ranges"])
      var sites: [Site] = []
      reader.forEachInlinedRange { low, high, depth, name in
        sites.append(Site(low: low, high: high, depth: depth, name: name))
      }
      // The backtracer's order: by start, the deeper first where two start together.
      sites.sort { $0.low < $1.low || ($0.low == $1.low && $0.depth > $1.depth) }
      self.sites = sites
    }

    /// The mangled names of the methods inlined at `address` (an offset in the image), in the
    /// order the backtracer lists them: it finds one range that holds the address, then takes
    /// its neighbours in the sorted list while they hold it too.
    func rawNames(at address: UInt64) -> [String] {
      var low = 0
      var high = sites.count
      while low < high {
        let middle = low + (high - low) / 2
        let site = sites[middle]
        if site.low <= address && site.high > address {
          var first = middle
          var last = middle
          while first > 0, sites[first - 1].low <= address, sites[first - 1].high > address { first -= 1 }
          while last < sites.count - 1, sites[last + 1].low <= address, sites[last + 1].high > address {
            last += 1
          }
          return sites[first...last].map(name)
        } else if site.high <= address {
          low = middle + 1
        } else {
          high = middle
        }
      }
      return []
    }

    private func name(_ site: Site) -> String {
      guard site.name >= 0 else { return "<unknown>" }
      return file.string(at: site.name, within: 0..<file.bytes.count) ?? "<unknown>"
    }
  }
#endif
